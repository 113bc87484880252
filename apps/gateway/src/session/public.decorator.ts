import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'presently:isPublic';

/** Marks a route that needs no access token. Everything else does. */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC, true);
