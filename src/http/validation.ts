import AjvModule, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

const common: Options = {
  // Unknown fields are an error (400), not silently dropped.
  removeAdditional: false,
  useDefaults: true,
  allErrors: false,
  strict: false,
};

// ajv is CommonJS: under NodeNext its class is the default export's `default`.
const Ajv = (AjvModule as any).default ?? AjvModule;

function build(options: Options) {
  const ajv = new Ajv({ ...common, ...options });
  ((addFormats as any).default ?? addFormats)(ajv);
  return ajv;
}

/**
 * Two validators: query strings, params and headers arrive as text, so they are coerced
 * ("5" → 5, a single value → an array); JSON bodies carry real types, so a string where a
 * number belongs is a 400, never silently converted.
 */
export function registerValidators(app: FastifyInstance) {
  const textual = build({ coerceTypes: 'array' });
  const json = build({ coerceTypes: false });
  app.setValidatorCompiler(
    ({ schema, httpPart }) => (httpPart === 'body' ? json : textual).compile(schema as object) as any,
  );
}
