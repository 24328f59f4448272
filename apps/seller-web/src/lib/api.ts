import { createStaffApiClient } from '@mall/backoffice/shared/staff-api';
import { backoffice } from '../config/backoffice';

/** The seller API client: every call carries the seller token and the interface language. */
export const { api } = backoffice;

/** The buyer API (/api) without a token, for public data the seller zone shows (the category tree). */
export const publicApi = createStaffApiClient('/api', { get: () => null });
