/** `npm run nginx:locales`: writes frontend/nginx/locales.conf from the locale registry (./nginx-locales.ts). */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LOCALE_CODES } from '@cabinetry/shared/contracts/locales';
import { NGINX_LOCALES_FILE, nginxLocalesConf } from './nginx-locales';

writeFileSync(fileURLToPath(new URL(`../../${NGINX_LOCALES_FILE}`, import.meta.url)), nginxLocalesConf(LOCALE_CODES));
