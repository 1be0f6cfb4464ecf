/** `npm run openapi`: writes the OpenAPI document the server serves to openapi/openapi.json. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { OPENAPI_PATH, renderOpenapi } from '../src/openapi-document.ts';

const text = await renderOpenapi();
mkdirSync(dirname(OPENAPI_PATH), { recursive: true });
writeFileSync(OPENAPI_PATH, text);
console.log(`wrote ${OPENAPI_PATH}`);
