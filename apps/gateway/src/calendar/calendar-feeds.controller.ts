import { Body, Controller, Delete, Get, Inject, NotFoundException, Param, Post, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CREATE_CALENDAR_FEED, type CreateCalendarFeedRequest, ERROR_KEYS, LIST_CALENDAR_FEEDS, READ_CALENDAR_FEED, REVOKE_CALENDAR_FEED } from '@presently/contracts';
import type { RpcClient } from '@presently/messaging';
import { AnyMember } from '../access/access.decorators';
import { data } from '../common/envelope';
import { metaOf } from '../common/meta';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { RPC_CLIENT } from '../common/tokens';
import { Invalid, ServiceRoute } from '../common/api-docs.decorators';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway-config';
import { Public } from '../session/public.decorator';
import { CreateCalendarFeedDto } from './calendar.dtos';

const FEED_FILE = /^([0-9a-f]{64})\.ics$/;

/**
 * Subscribable iCal feeds (issue 12): every member makes, lists and revokes their own; the feed
 * itself is read without a session by its secret URL (what a calendar application polls).
 */
@ApiTags('calendars')
@Controller('calendar-feeds')
export class CalendarFeedsController {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /** The feed's address as a subscriber opens it (the token is shown only here, once). */
  private urlOf(token: string): string {
    return `${this.config.PUBLIC_URL.replace(/\/+$/, '')}/api/calendar-feeds/${token}.ics`;
  }

  @Post()
  @AnyMember()
  @ServiceRoute('none', 'absence')
  @ApiOperation({ summary: 'Make a secret iCal feed: my absences (me), my calendar’s scope (team) or the company (HR, general manager, administrators); optionally one absence type. The URL is shown once.' })
  @ApiCreatedResponse({ description: '{ data: { id, url, scope, absence_type_id, created_at } }' })
  @Invalid('{ scope: ["field_required" | "invalid_option" | "calendar_scope_not_allowed"], absence_type_id: ["invalid_option"] }')
  async create(@Body() body: CreateCalendarFeedDto, @Req() req: FastifyRequest) {
    const { token, ...feed } = await this.rpc.call(CREATE_CALENDAR_FEED, body as unknown as CreateCalendarFeedRequest, metaOf(req));
    return data({ ...feed, url: this.urlOf(token) });
  }

  @Get()
  @AnyMember()
  @ServiceRoute('none', 'absence')
  @ApiOperation({ summary: 'My live feeds (their URLs are not kept, only a hash of each token)' })
  @ApiOkResponse({ description: '{ data: CalendarFeedView[] }' })
  async list(@Req() req: FastifyRequest) {
    return data(await this.rpc.call(LIST_CALENDAR_FEEDS, {}, metaOf(req)));
  }

  @Delete(':id')
  @AnyMember()
  @ServiceRoute('none', 'absence')
  @ApiParam({ name: 'id', type: Number })
  @ApiOperation({ summary: 'Revoke one of my feeds: its URL answers 404 from now on' })
  @ApiOkResponse({ description: '{ data: { revoked: true } }' })
  @ApiResponse({ status: 404, description: 'not_found: no live feed of mine by that id' })
  async revoke(@Param('id', ParseIdPipe) id: number, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(REVOKE_CALENDAR_FEED, { id }, metaOf(req)));
  }

  @Get(':file')
  @Public()
  @ApiParam({ name: 'file', description: '{token}.ics' })
  @ApiOperation({ summary: 'The feed (RFC 5545): approved absences as the creator may see them and the company’s holidays, all-day and transparent. No session: the token is the credential.' })
  @ApiProduces('text/calendar')
  @ApiResponse({ status: 404, description: 'not_found: unknown or revoked feed' })
  async read(@Param('file') file: string, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    const token = FEED_FILE.exec(file)?.[1];
    if (!token) throw new NotFoundException({ error: ERROR_KEYS.notFound });
    const { ics } = await this.rpc.call(READ_CALENDAR_FEED, { token }, metaOf(req));
    void res.headers({ 'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': 'private, max-age=300', 'X-Content-Type-Options': 'nosniff' }).send(ics);
  }
}
