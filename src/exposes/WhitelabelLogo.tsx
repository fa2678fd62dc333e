export { WhitelabelLogo, WhitelabelLogo as default } from '../whitelabel/WhitelabelLogo';
export type { WhitelabelLogoProps } from '../whitelabel/WhitelabelLogo';
