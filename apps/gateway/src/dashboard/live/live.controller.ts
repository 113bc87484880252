import { Controller, Get, HttpCode, HttpException, Inject, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GET_LIVE_VIEWER, Paths } from '@presently/contracts';
import type { RpcClient } from '@presently/messaging';
import { Screen } from '../../access/access.decorators';
import { data } from '../../common/envelope';
import { authOf, metaOf } from '../../common/meta';
import { RPC_CLIENT } from '../../common/tokens';
import { Public } from '../../session/public.decorator';
import { LiveStreams } from './live-streams.service';
import { LiveTickets, TICKET_TTL_SECONDS } from './live-tickets.service';
import { PresenceFeed } from './presence-feed.service';

/**
 * The live presence board (dashboard "in now" and /presence Today): a Server-Sent Events stream of
 * the presence changes in the actor's scope. EventSource cannot send the bearer token, so the browser
 * first asks for a one-minute, single-use ticket (authenticated, role 5 refused) and opens the stream
 * with it; on any error it asks for a new ticket and reconnects, and reloads the board on `ready`.
 */
@ApiTags('live')
@Controller('live')
export class LiveController {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    private readonly tickets: LiveTickets,
    private readonly streams: LiveStreams,
    private readonly feed: PresenceFeed,
  ) {}

  @Post('tickets')
  @HttpCode(201)
  @ApiBearerAuth()
  @Screen(Paths.dashboard)
  @ApiOperation({ summary: 'A single-use ticket (valid 60 s) to open the live presence stream with' })
  @ApiOkResponse({ description: '{ data: { ticket, expires_in, url } }' })
  @ApiResponse({ status: 403, description: 'no_permission (role 5)' })
  async ticket(@Req() req: FastifyRequest) {
    // Presence decides the scope (and refuses role 5), as for the board's other sections.
    const viewer = await this.rpc.call(GET_LIVE_VIEWER, {}, metaOf(req));
    const ticket = await this.tickets.issue({ sid: authOf(req).sid, viewer });
    return data({ ticket, expires_in: TICKET_TTL_SECONDS, url: `/api/live/presence?ticket=${ticket}` });
  }

  @Get('presence')
  @Public()
  @ApiProduces('text/event-stream')
  @ApiQuery({ name: 'ticket', required: true, description: 'From POST /api/live/tickets' })
  @ApiOperation({
    summary:
      'Server-Sent Events: `ready` on connect (load the board), `presence` per change in scope ({ user_id, team_id, department_id, kind, since, at, source }), `resync` (reload), `ended` (session over); a comment every 15 s',
  })
  @ApiResponse({ status: 401, description: 'ticket_invalid: unknown, used or expired ticket (ask for a new one)' })
  @ApiResponse({ status: 429, description: 'too_many_streams' })
  async presence(@Query('ticket') ticketId: unknown, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    const ticket = await this.tickets.redeem(ticketId);
    if (!ticket) throw new HttpException({ error: 'ticket_invalid' }, 401);
    if (!this.streams.mayOpen(ticket.viewer.user_id)) throw new HttpException({ error: 'too_many_streams' }, 429);
    await this.feed.ready();
    this.streams.open(req, res, ticket);
  }
}
