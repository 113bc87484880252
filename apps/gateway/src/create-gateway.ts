import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { cleanupOpenApiDoc } from 'nestjs-zod';
import { json, type Express } from 'express';
import { createLogger, PinoNestLogger } from '@presently/logger';
import { AppModule } from './app.module';
import { accessLog } from './common/access-log.middleware';
import { HttpErrorFilter } from './common/http-error.filter';
import { inputGuard } from './common/input-guard.middleware';
import { requestContextMiddleware } from './common/request-context.middleware';
import { DEVICE_SCAN_BODY_LIMIT } from './devices/device-scan.controller';
import type { GatewayConfig } from './gateway-config';
import { mountWebApp } from './web/web-app';

/** Builds the gateway application (not yet listening): used by main and by the tests. */
export async function createGateway(config: GatewayConfig): Promise<INestApplication> {
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    logger: new PinoNestLogger(logger),
    bodyParser: false,
  });
  app.disable('x-powered-by');
  // Behind Kong (TRUST_PROXY_HOPS=1) the client address is the entry Kong appended to X-Forwarded-For,
  // not the left-most one, which any client can write; with no proxy in front (0) the header is ignored.
  app.set('trust proxy', config.TRUST_PROXY_HOPS);
  // API answers are private and small: no ETag (a SHA-1 of every body for caches that never revalidate).
  app.set('etag', false);
  app.use(requestContextMiddleware);
  app.use(accessLog(logger));
  // The device API's scans may carry a 1 MB image as base64: a larger limit on that route alone (the
  // general parser below then leaves the parsed body as it is).
  app.use('/api/device/scans', json({ limit: DEVICE_SCAN_BODY_LIMIT }));
  app.useBodyParser('json', { limit: '1mb' });
  app.useBodyParser('urlencoded', { limit: '1mb', extended: false });
  // One normalisation step at the edge, before any validation recursion or database sees the input.
  app.use(inputGuard);
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

  mountWebApp(app.getHttpAdapter().getInstance() as Express, config.WEB_DIST, logger);
  return app;
}
