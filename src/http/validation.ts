import AjvModule, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import fastJsonStringify from 'fast-json-stringify';
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

type Validate = ((data: unknown) => boolean) & { errors?: unknown };

/**
 * A validator compiled on its route's first request, not at start: compiling every route's
 * schemas up front was most of the server's start-up time and memory (about a hundred routes,
 * most of which an instance may never serve). Fastify reads `.errors` off the function it was
 * given, so the wrapper carries them over.
 */
function lazyValidator(compile: () => Validate): Validate {
  let validate: Validate | undefined;
  const wrapper: Validate = (data) => {
    validate ??= compile();
    const ok = validate(data);
    wrapper.errors = validate.errors;
    return ok;
  };
  return wrapper;
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
    ({ schema, httpPart }) =>
      lazyValidator(() => (httpPart === 'body' ? json : textual).compile(schema as object)) as any,
  );
  app.setSerializerCompiler(lazySerializers());
}

/**
 * Response serializers (fast-json-stringify, as Fastify's default) built on first use and shared
 * by every route answering with the same schema object: each of the hundred routes documents the
 * same Error schema for four to seven statuses, which were each compiled at start.
 */
function lazySerializers() {
  const built = new WeakMap<object, (data: unknown) => string>();
  return ({ schema }: { schema: unknown }) => {
    let serialize: ((data: unknown) => string) | undefined;
    return (data: unknown) => {
      if (!serialize) {
        const key = schema as object;
        serialize = built.get(key);
        if (!serialize) {
          serialize = fastJsonStringify(schema as Parameters<typeof fastJsonStringify>[0]) as (
            d: unknown,
          ) => string;
          built.set(key, serialize);
        }
      }
      return serialize(data);
    };
  };
}
