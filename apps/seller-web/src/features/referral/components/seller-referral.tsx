import Stack from '@mui/material/Stack';
import { QueryData } from '@mall/backoffice/shared/query-data';
import { invitationLink, ReferralInvite, ReferralMembers } from '@mall/ui/referral-network';
import { useSellerReferral, useSellerReferralMembers } from '../api/get-referral';

/** The buyers' sign-up page of the storefront on this host. */
const BUYER_SIGN_UP = '/register';

/** The store's invitation code, link and QR code, and the buyers it brought, by level. */
export function SellerReferral() {
  return (
    <QueryData query={useSellerReferral()}>
      {(data) => (
        <Stack spacing={2}>
          <ReferralInvite code={data.invitationCode} link={invitationLink(window.location.origin, BUYER_SIGN_UP, data.invitationCode)} agentLevel={data.agentLevel} allowed={data.allowed} />
          <ReferralMembers total={data.total} levels={data.levels} useMembers={useSellerReferralMembers} />
        </Stack>
      )}
    </QueryData>
  );
}
