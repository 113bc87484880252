import { applyDecorators, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiParam, ApiResponse } from '@nestjs/swagger';
import { PathIdInterceptor } from './path-id.interceptor';

/** A signed-in administration route: bearer token, 401, and 403 for the roles its screen refuses. */
export const AdminRoute = (roles: string): ClassDecorator & MethodDecorator =>
  applyDecorators(
    ApiBearerAuth(),
    ApiResponse({ status: 401, description: 'unauthenticated' }),
    ApiResponse({ status: 403, description: `forbidden (${roles}), or a session-state key (terms_not_accepted, password_change_required, password_expired)` }),
    ApiResponse({ status: 503, description: 'service_unavailable: org did not answer in time' }),
  );

/** A route naming a row by id: 404 for an id that is not a positive integer (checked before the body) or names nothing in the company. */
export const IdRoute = (what: string): MethodDecorator =>
  applyDecorators(
    UseInterceptors(PathIdInterceptor),
    ApiParam({ name: 'id', type: Number, description: `The ${what}’s id` }),
    ApiResponse({ status: 404, description: `not_found: no such ${what} in the company (or an id that is not a positive integer)` }),
  );

/** 422 of a body or query: the gateway's shape keys, then org's business keys. */
export const Invalid = (example: string): MethodDecorator => ApiResponse({ status: 422, description: `{ errors: { field: [key] } }, e.g. ${example}` });

/** The 422 keys of a page query. */
export const PAGE_INVALID = '{ page: ["between_1_and_100000"], per_page: ["between_1_and_100"], sort: ["invalid_option"], q: ["max_255_characters"]';

/** A signed-in route served by a service: bearer token, 401, 403 for the roles its screen refuses, 503. */
export const ServiceRoute = (refused: string, service: string): ClassDecorator & MethodDecorator =>
  applyDecorators(
    ApiBearerAuth(),
    ApiResponse({ status: 401, description: 'unauthenticated' }),
    ApiResponse({ status: 403, description: `forbidden (${refused}), or a session-state key (terms_not_accepted, password_change_required, password_expired)` }),
    ApiResponse({ status: 503, description: `service_unavailable: ${service} did not answer in time` }),
  );
