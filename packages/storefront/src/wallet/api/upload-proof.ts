/** Upload module of recharge proofs: decides the size limit on both sides. */
export const PROOF_MODULE = 'recharge';
