import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { cleanupOpenApiDoc } from 'nestjs-zod';
import { createLogger, PinoNestLogger } from '@presently/logger';
import { AppModule } from './app.module';
import { accessLog } from './common/access-log.middleware';
import { BODY_LIMIT, useBodyParsers } from './common/body-parsers';
import { HttpErrorFilter } from './common/http-error.filter';
import { inputGuard } from './common/input-guard.middleware';
import { echoRequestId, requestIdOf, withRequestContext } from './common/request-context.middleware';
import { DEVICE_SCAN_BODY_LIMIT, DEVICE_SCAN_PATH } from './devices/device-scan.controller';
import type { GatewayConfig } from './gateway-config';
import { mountWebApp } from './web/web-app';

/**
 * Builds the gateway application (not yet listening): used by main and by the tests. Fastify, not
 * Express: the gateway's own CPU per clock-in was nearly presence's (docs/platform.md, "Speed of the hot path").
 */
export async function createGateway(config: GatewayConfig): Promise<INestApplication> {
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const adapter = new FastifyAdapter({
    // Behind Kong (TRUST_PROXY_HOPS=1) the client address is the entry Kong appended to X-Forwarded-For,
    // not the left-most one, which any client can write; with no proxy in front (0) the header is ignored.
    trustProxy: config.TRUST_PROXY_HOPS,
    bodyLimit: BODY_LIMIT,
    // The caller's X-Request-Id (Kong sets one) when it is well formed, otherwise a new one.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // Fastify's own logger stays off (its default): our access log writes one line per request.
    // Nest middleware is not used: no @fastify/middie pass on every request.
    skipMiddie: true,
    // No ETag and no X-Powered-By: Fastify adds neither.
  });
  const fastify: FastifyInstance = adapter.getInstance();
  // The device API's scans may carry a 1 MB image as base64: a larger limit on that route alone.
  useBodyParsers(fastify, { [DEVICE_SCAN_PATH]: DEVICE_SCAN_BODY_LIMIT });
  // Multipart forms (avatars, logos, absence files, templates) are read by their route's interceptor.
  await fastify.register(multipart);
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: new PinoNestLogger(logger),
    // Nest's own parsers would answer an empty JSON body with a 400: ours above keep Express's answers.
    bodyParser: false,
  });
  fastify.addHook('onRequest', echoRequestId);
  fastify.addHook('onRequest', accessLog(logger));
  // One normalisation step at the edge, before any validation recursion or database sees the input.
  fastify.addHook('preValidation', inputGuard);
  // Log lines written while the route runs carry the request id (its body has been read by now).
  fastify.addHook('preHandler', withRequestContext);
  app.setGlobalPrefix('api');
  app.useGlobalFilters(new HttpErrorFilter(logger));
  app.enableShutdownHooks();

  const openApi = new DocumentBuilder()
    .setTitle('Presently API')
    .setDescription('Workforce attendance and absence platform. Success bodies are { data }, errors { error } or { errors: { field: [key] } }.')
    .setVersion('1')
    .addBearerAuth()
    .addApiKey({ type: 'apiKey', in: 'header', name: 'X-Device-Key', description: 'A gate device’s key (device API only)' }, 'device-key')
    .build();
  // cleanupOpenApiDoc turns the schemas of contract DTOs (createZodDto) into plain OpenAPI components.
  SwaggerModule.setup('api/docs', app, () => cleanupOpenApiDoc(SwaggerModule.createDocument(app, openApi)), {
    useGlobalPrefix: false,
    jsonDocumentUrl: 'api/docs-json',
  });

  mountWebApp(fastify, config.WEB_DIST, logger);
  return app;
}

/**
 * Initialises the gateway for requests without listening (tests hand its server to supertest):
 * Fastify compiles each route's hooks when it is ready, which `listen` waits for but `init` does not.
 */
export async function initGateway(app: INestApplication): Promise<void> {
  await app.init();
  await (app.getHttpAdapter().getInstance() as FastifyInstance).ready();
}
