import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { Express } from 'express';
import { pinoHttp } from 'pino-http';
import { createLogger, PinoNestLogger } from '@presently/logger';
import { AppModule } from './app.module';
import { HttpErrorFilter } from './common/http-error.filter';
import { requestContextMiddleware } from './common/request-context.middleware';
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
  // One proxy hop (Kong): the client address is the entry Kong appended to X-Forwarded-For, not the
  // left-most one, which any client can write (and would escape the per-IP rate limits).
  app.set('trust proxy', 1);
  app.use(requestContextMiddleware);
  app.use(
    pinoHttp({
      logger,
      genReqId: (req) => (req as unknown as { id: string }).id,
      autoLogging: { ignore: (req) => req.url === '/api/health/live' },
      // Method, path and status are enough; headers would log bearer tokens.
      serializers: {
        req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.useBodyParser('json', { limit: '1mb' });
  app.useBodyParser('urlencoded', { limit: '1mb', extended: false });
  app.setGlobalPrefix('api');
  app.useGlobalFilters(new HttpErrorFilter(logger));
  app.enableShutdownHooks();

  const openApi = new DocumentBuilder()
    .setTitle('Presently API')
    .setDescription('Workforce attendance and absence platform. Success bodies are { data }, errors { error } or { errors: { field: [key] } }.')
    .setVersion('1')
    .addBearerAuth()
    .build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, openApi), {
    useGlobalPrefix: false,
    jsonDocumentUrl: 'api/docs-json',
  });

  mountWebApp(app.getHttpAdapter().getInstance() as Express, config.WEB_DIST, logger);
  return app;
}
