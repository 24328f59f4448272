import config from '@mall/eslint-config';
export default config;
