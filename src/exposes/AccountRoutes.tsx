export { AccountRoutes, AccountRoutes as default } from '../routes/AccountRoutes';
export type { AccountRoutesProps } from '../routes/AccountRoutes';
