// Generated from openapi/openapi.json by clients/typescript/scripts/generate.ts. Do not edit.
/** Query parameters the API reads as URL-encoded JSON objects. */
export const JSON_QUERY_PARAMS: readonly string[] = ["filter","pagination","sort","user_location","visit"];
