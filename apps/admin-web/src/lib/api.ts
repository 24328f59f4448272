import { backoffice } from '../config/backoffice';

/** The admin API client: every call carries the admin token and the interface language. */
export const { api } = backoffice;
