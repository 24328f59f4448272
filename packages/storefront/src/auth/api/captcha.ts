import { useMemo } from 'react';
import { getCaptcha, verifyCaptcha } from '@mall/api-client/account';
import { useApi } from '../../shared/api-context';

/**
 * The slider calls: `load` fetches a challenge (`captcha!get`), `verify` trades a slider position for a
 * single-use captcha token (`captcha!verify`). Stable per client, so the puzzle does not reload on render.
 */
export function useCaptcha() {
  const api = useApi();
  return useMemo(() => ({
    load: () => getCaptcha(api),
    verify: (captchaId: string, x: number) => verifyCaptcha(api, captchaId, x),
  }), [api]);
}
