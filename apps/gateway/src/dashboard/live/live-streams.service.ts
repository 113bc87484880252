import { Inject, Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { PresenceRecordChangedEvent } from '@presently/contracts';
import { LOGGER } from '../../common/tokens';
import { SessionStore } from '../../session/session.store';
import { reaches } from '../domain/live-scope';
import type { LiveTicket } from './live-tickets.service';
import { type FeedMessage, PresenceFeed } from './presence-feed.service';

/** A comment line every so often keeps proxies (Kong, browsers) from closing an idle stream, and checks the session. */
export const HEARTBEAT_MS = 15_000;
/** What EventSource waits before it reconnects by itself. */
export const RETRY_MS = 2_000;
/** A board that does not read (its buffer grows past this) is dropped; it reconnects and resyncs. */
const MAX_BUFFERED_BYTES = 1 << 20;
/**
 * Streams one user may hold on one replica: a guard against a runaway client (a loop opening streams),
 * not a product limit — tabs and wall screens stay far below it, and the bench opens 200 for one account.
 */
const MAX_STREAMS_PER_USER = 250;

interface Stream {
  res: ServerResponse;
  ticket: LiveTicket;
  heartbeat: NodeJS.Timeout;
  unsubscribe: () => void;
}

/** What a board receives of a change: the person, the kind now on and since when, and when it happened. */
function changeData(e: PresenceRecordChangedEvent): string {
  return JSON.stringify({ user_id: e.user_id, team_id: e.team_id, department_id: e.department_id, kind: e.kind, since: e.since, at: e.at, source: e.source });
}

/**
 * The open live boards of this replica: Server-Sent Events, each filtered to its viewer's company and
 * scope. Events: `ready` (connected: load the board now — a reconnect resyncs this way), `presence`
 * (a change, with an `id:` line) and `resync` (the feed was away: reload). Streams end at shutdown,
 * when the session that opened them ends (checked at each heartbeat), or when a board stops reading.
 */
@Injectable()
export class LiveStreams implements BeforeApplicationShutdown {
  private readonly streams = new Set<Stream>();
  private readonly perUser = new Map<number, number>();

  constructor(
    private readonly feed: PresenceFeed,
    private readonly sessions: SessionStore,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** False when the user holds too many streams already (the caller answers 429). */
  mayOpen(userId: number): boolean {
    return (this.perUser.get(userId) ?? 0) < MAX_STREAMS_PER_USER;
  }

  open(req: FastifyRequest, reply: FastifyReply, ticket: LiveTicket): void {
    // The stream is written past Fastify, on the raw answer, for as long as it stays open.
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      // nginx-style proxies (and Kong, which is nginx) pass the stream on as it comes.
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    req.socket.setNoDelay(true);
    req.socket.setTimeout(0);

    const userId = ticket.viewer.user_id;
    this.perUser.set(userId, (this.perUser.get(userId) ?? 0) + 1);
    const stream: Stream = {
      res,
      ticket,
      heartbeat: setInterval(() => void this.beat(stream), HEARTBEAT_MS),
      unsubscribe: this.feed.subscribe((m) => this.deliver(stream, m)),
    };
    stream.heartbeat.unref();
    this.streams.add(stream);
    res.write(`retry: ${RETRY_MS}\nevent: ready\ndata: {}\n\n`);
    req.raw.on('close', () => this.close(stream));
  }

  get count(): number {
    return this.streams.size;
  }

  private deliver(stream: Stream, m: FeedMessage): void {
    if (m.type === 'resync') {
      this.write(stream, `event: resync\ndata: {}\n\n`);
      return;
    }
    if (!reaches(stream.ticket.viewer, m.event)) return;
    this.write(stream, `id: ${m.seq}\nevent: presence\ndata: ${changeData(m.event)}\n\n`);
  }

  private write(stream: Stream, chunk: string): void {
    if (stream.res.writableLength > MAX_BUFFERED_BYTES) {
      this.logger.warn({ user: stream.ticket.viewer.user_id }, 'live board not reading: dropped');
      this.end(stream);
      return;
    }
    stream.res.write(chunk);
  }

  /** A heartbeat, after checking that the session that opened the stream is still live (logout, block). */
  private async beat(stream: Stream): Promise<void> {
    try {
      const session = await this.sessions.find(stream.ticket.sid);
      if (!session) {
        this.write(stream, `event: ended\ndata: {"reason":"session"}\n\n`);
        this.end(stream);
        return;
      }
    } catch {
      // Redis away: keep the stream; the next heartbeat checks again.
    }
    this.write(stream, `: ping ${Date.now()}\n\n`);
  }

  private end(stream: Stream): void {
    this.close(stream);
    stream.res.end();
  }

  private close(stream: Stream): void {
    if (!this.streams.delete(stream)) return;
    clearInterval(stream.heartbeat);
    stream.unsubscribe();
    const userId = stream.ticket.viewer.user_id;
    const n = (this.perUser.get(userId) ?? 1) - 1;
    if (n <= 0) this.perUser.delete(userId);
    else this.perUser.set(userId, n);
  }

  /** Open streams would keep the HTTP server from closing: end them first (browsers reconnect to another replica). */
  beforeApplicationShutdown(): void {
    for (const stream of [...this.streams]) this.end(stream);
  }
}
