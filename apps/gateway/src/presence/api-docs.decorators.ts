import { applyDecorators } from '@nestjs/common';
import { ApiBearerAuth, ApiResponse } from '@nestjs/swagger';

/** A signed-in route served by a service: bearer token, 401, 403 for the roles its screen refuses, 503. */
export const ServiceRoute = (refused: string, service: string): ClassDecorator & MethodDecorator =>
  applyDecorators(
    ApiBearerAuth(),
    ApiResponse({ status: 401, description: 'unauthenticated' }),
    ApiResponse({ status: 403, description: `forbidden (${refused}), or a session-state key (terms_not_accepted, password_change_required, password_expired)` }),
    ApiResponse({ status: 503, description: `service_unavailable: ${service} did not answer in time` }),
  );
