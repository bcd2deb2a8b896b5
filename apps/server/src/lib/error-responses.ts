import { apiErrorSchema } from '@partsmith/contract';

/** The error answers a signed-in route may give, for its response schema (and so for the OpenAPI document). */
export const errorResponses = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
};
