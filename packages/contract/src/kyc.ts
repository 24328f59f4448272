import { z } from 'zod';
import { endpoints, noData, type Surface } from './endpoint';
import { pageQuery, paged } from './envelope';

// Identity (KYC) verification of buyers and sellers, as the existing mobile client sends and reads it
// (`kyc!apply`, `kyc!get`). Field names are the wire's. Pictures uploaded with moduleName=kyc are
// private: their URL (`/kyc-files/<name>`) answers only the owner and reviewing admins, with the
// token as for any call (Bearer header or `token` query parameter).

/** Where private verification pictures are fetched; older ones may still be public `/uploads/` URLs. */
export const KYC_FILES_PREFIX = '/kyc-files/';

/** The upload module of verification pictures (stored privately). */
export const KYC_UPLOAD_MODULE = 'kyc';

const str = z.string().optional().default('');

/** Verification state: 0 applied, 1 under review, 2 passed, 3 rejected (`msg` says why). */
export const kycStatus = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
export type KycStatus = z.infer<typeof kycStatus>;

/** `kyc!apply`: the holder's name, the document type (`idname`) and number, nationality, and three uploaded pictures. */
export const kycApplyQuery = z.object({
  name: str, idname: str, idnumber: str, nationality: str, idimg_1: str, idimg_2: str, idimg_3: str,
});
export type KycApplyQuery = z.infer<typeof kycApplyQuery>;

/** The document types our forms offer (`idname`). */
export const KYC_DOCUMENT_TYPES = ['passport', 'id_card', 'driving_licence'] as const;
/** The three pictures of a basic application: its wire field and which side it shows. */
export const KYC_PICTURES = [['idimg_1', 'front'], ['idimg_2', 'back'], ['idimg_3', 'hand']] as const;
/** A blank basic application (a passport by default). */
export const EMPTY_KYC_APPLICATION: KycApplyQuery = { name: '', idname: 'passport', idnumber: '', nationality: '', idimg_1: '', idimg_2: '', idimg_3: '' };

/** The fields of a basic application as stored and shown (the holder's and the document's, and the pictures' URLs). */
const basicFields = z.object({
  name: z.string(), idname: z.string(), idnumber: z.string(), nationality: z.string(), idimg_1: z.string(), idimg_2: z.string(), idimg_3: z.string(),
});

/** `kyc!get`: the latest application with its state, or null when there is none. */
export const kycRecord = basicFields.extend({
  status: kycStatus,
  /** The rejection reason ('' unless rejected). */
  msg: z.string(),
  /** When it was sent, yyyy-MM-dd HH:mm:ss (Shanghai). */
  createTime: z.string(),
});
export type KycRecord = z.infer<typeof kycRecord>;

/** `kyc!applyAdvanced`: the holder's address and an uploaded picture proving it (after basic passed). */
export const kycAdvancedQuery = z.object({ address: str, addressImg: str });
export type KycAdvancedQuery = z.infer<typeof kycAdvancedQuery>;

/** `kyc!getAdvanced`: the latest advanced application, or null. */
export const kycAdvancedRecord = z.object({
  address: z.string(),
  addressImg: z.string(),
  status: kycStatus,
  msg: z.string(),
  createTime: z.string(),
});
export type KycAdvancedRecord = z.infer<typeof kycAdvancedRecord>;

const kycSurfaceApi = <S extends Extract<Surface, 'buyer' | 'seller'>>(surface: S) => {
  const e = endpoints(surface);
  return {
    get: e.signedIn('kyc!get', { output: kycRecord.nullable() }),
    apply: e.signedIn('kyc!apply', { input: kycApplyQuery, output: noData }),
    getAdvanced: e.signedIn('kyc!getAdvanced', { output: kycAdvancedRecord.nullable() }),
    applyAdvanced: e.signedIn('kyc!applyAdvanced', { input: kycAdvancedQuery, output: noData }),
  };
};

/** The buyer's identity verification. */
export const kycApi = kycSurfaceApi('buyer');

/** The seller's identity verification (`/api/seller`): the same calls. */
export const sellerKycApi = kycSurfaceApi('seller');

/** The calls of either surface, as the shared screens take them. */
export type KycSurfaceApi = ReturnType<typeof kycSurfaceApi>;

// ---- admin review queue (support role) ----

export const kycLevel = z.enum(['basic', 'advanced']);
export type KycLevel = z.infer<typeof kycLevel>;

/** One application in the review queue. */
export const adminKyc = basicFields.extend({
  id: z.string(),
  ownerKind: z.enum(['user', 'seller']),
  ownerId: z.string(),
  /** The account's sign-in name (email or phone). */
  ownerName: z.string(),
  level: kycLevel,
  status: kycStatus,
  address: z.string(),
  addressImg: z.string(),
  reason: z.string(),
  reviewer: z.string(),
  createTime: z.string(),
  reviewTime: z.string(),
});
export type AdminKyc = z.infer<typeof adminKyc>;

const admin = endpoints('admin');
const idInput = z.object({ id: str });

/** The admin review queue: list by state, take for review, approve, reject with a reason (audited). */
export const adminKycApi = {
  /** `status`: '' all, or 0..3; `level`: '' both, basic or advanced; `keyword`: name, document number or account. */
  list: admin.signedIn('kyc!list', { input: pageQuery.extend({ status: str, level: str, keyword: str }), output: paged(adminKyc) }),
  review: admin.signedIn('kyc!review', { input: idInput, output: noData }),
  approve: admin.signedIn('kyc!approve', { input: idInput, output: noData }),
  reject: admin.signedIn('kyc!reject', { input: z.object({ id: str, reason: str }), output: noData }),
};
