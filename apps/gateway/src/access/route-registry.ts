import { Injectable, RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import type { RouteAccess } from './access-decision';
import { declaredAccess } from './access.guard';

export interface RegisteredRoute {
  method: string;
  /** Express style, with the global prefix: `/api/users/:id/avatar`. */
  path: string;
  access: RouteAccess;
}

const GLOBAL_PREFIX = 'api';

const joinPath = (...parts: string[]): string =>
  '/' +
  parts
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/');

/** Every HTTP route of the gateway with the access it declares: the tests walk the whole role matrix from it. */
@Injectable()
export class RouteRegistry {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  routes(): RegisteredRoute[] {
    const routes: RegisteredRoute[] = [];
    for (const wrapper of this.discovery.getControllers()) {
      const controller = wrapper.metatype as (new (...args: unknown[]) => object) | null;
      if (!controller) continue;
      const base = (Reflect.getMetadata(PATH_METADATA, controller) as string | string[] | undefined) ?? '';
      for (const name of this.scanner.getAllMethodNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name] as (...args: unknown[]) => unknown;
        const sub = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        if (sub === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        const access = declaredAccess(this.reflector, handler, controller);
        for (const b of [base].flat()) {
          for (const s of [sub].flat()) routes.push({ method, path: joinPath(GLOBAL_PREFIX, b, s), access });
        }
      }
    }
    return routes.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  }
}
