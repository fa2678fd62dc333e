export { AccountRoutes, AccountRoutes as default } from '../app/AccountRoutes';
export type { AccountRoutesProps } from '../app/AccountRoutes';
