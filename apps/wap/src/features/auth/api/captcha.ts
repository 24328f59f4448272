import { getCaptcha, verifyCaptcha } from '@mall/api-client/account';
import { api } from '../../../lib/api';

/** Loads a slider challenge (`captcha!get`). */
export const loadCaptcha = () => getCaptcha(api);

/** Trades a slider position for a single-use captcha token (`captcha!verify`). */
export const checkCaptcha = (captchaId: string, x: number) => verifyCaptcha(api, captchaId, x);
