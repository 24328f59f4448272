import { IdentityVerification } from '@mall/storefront/kyc/identity-verification';

/** /verification: the buyer's identity verification. */
export function Component() {
  return <IdentityVerification />;
}
