import { z } from 'zod';
import { endpoints, noData } from './endpoint';

// Identity (KYC) verification of buyers, as the existing mobile client sends and reads it
// (`kyc!apply`, `kyc!get`). Field names are the wire's.

const str = z.string().optional().default('');

/** Verification state: 0 applied, 1 under review, 2 passed, 3 rejected (`msg` says why). */
export const kycStatus = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
export type KycStatus = z.infer<typeof kycStatus>;

/** `kyc!apply`: the holder's name, the document type (`idname`) and number, nationality, and three uploaded pictures. */
export const kycApplyQuery = z.object({
  name: str, idname: str, idnumber: str, nationality: str, idimg_1: str, idimg_2: str, idimg_3: str,
});
export type KycApplyQuery = z.infer<typeof kycApplyQuery>;

/** `kyc!get`: the latest application with its state, or null when there is none. */
export const kycRecord = z.object({
  name: z.string(),
  idname: z.string(),
  idnumber: z.string(),
  nationality: z.string(),
  idimg_1: z.string(),
  idimg_2: z.string(),
  idimg_3: z.string(),
  status: kycStatus,
  /** The rejection reason ('' unless rejected). */
  msg: z.string(),
  /** When it was sent, yyyy-MM-dd HH:mm:ss (Shanghai). */
  createTime: z.string(),
});
export type KycRecord = z.infer<typeof kycRecord>;

/** The buyer's identity verification. */
export const kycApi = {
  get: endpoints('buyer').signedIn('kyc!get', { output: kycRecord.nullable() }),
  apply: endpoints('buyer').signedIn('kyc!apply', { input: kycApplyQuery, output: noData }),
};
