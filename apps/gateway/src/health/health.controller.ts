import { Controller, Get, HttpStatus, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_KEYS, isServiceName, type ServiceHealth } from '@presently/contracts';
import { Public } from '../session/public.decorator';
import { metaOf } from '../common/meta';
import { HealthService } from './health.service';

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOperation({ summary: 'Status of PostgreSQL, RabbitMQ, Redis and each of the seven services' })
  @ApiResponse({ status: 200, description: 'Everything is up: { data: { status, checks, services, down: [] } }' })
  @ApiResponse({ status: 503, description: 'Something is down: { error: "health_degraded", down: [names], data }' })
  async platform(@Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    const report = await this.health.platform(metaOf(req));
    if (report.status === 'up') void res.code(HttpStatus.OK).send({ data: report });
    else void res.code(HttpStatus.SERVICE_UNAVAILABLE).send({ error: ERROR_KEYS.healthDegraded, down: report.down, data: report });
  }

  @Get('live')
  @ApiOperation({ summary: 'Liveness of the gateway process itself (for probes)' })
  live(): { data: { status: 'up' } } {
    return { data: { status: 'up' } };
  }

  @Get('services/:service')
  @ApiOperation({ summary: 'Health RPC routed to one service; 503 within the timeout when it is down' })
  @ApiResponse({ status: 404, description: 'No such service' })
  @ApiResponse({ status: 503, description: '{ error: "service_unavailable" }' })
  async service(@Param('service') service: string, @Req() req: FastifyRequest): Promise<{ data: ServiceHealth }> {
    if (!isServiceName(service)) throw new NotFoundException({ error: ERROR_KEYS.notFound });
    return { data: await this.health.serviceHealth(service, metaOf(req)) };
  }
}
