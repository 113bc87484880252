import type { Writable } from 'node:stream';

interface MuxLike {
  out: Writable;
  _readIncoming(): void;
}

/**
 * amqplib writes what its channels queued (publishes, replies, acks) once per turn of the event loop,
 * but as one socket write per frame: under load a service sent a turn's dozens of frames as dozens of
 * syscalls, each a trip through the loopback stack for it and for RabbitMQ (socket writes were a third
 * of presence's CPU in the bench's profile). Corking the socket for the turn's writes hands them to
 * the kernel as one `writev`. Nothing is held back: the uncork at the end of the same pass flushes
 * them, and `write`'s back-pressure (which amqplib obeys) is unchanged.
 *
 * amqplib 0.10 exposes no option for this, so its `Mux` (lib/mux.js, the one place that writes
 * frames to the socket) is wrapped once; if a later version renames it, nothing is wrapped and the
 * writes are simply uncoalesced. `AMQP_COALESCE_WRITES=off` leaves amqplib as it is (for the bench's
 * before/after on one machine).
 */
export function coalesceAmqpWrites(): boolean {
  let Mux: { prototype: MuxLike } | undefined;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    Mux = (require('amqplib/lib/mux') as { Mux?: { prototype: MuxLike } }).Mux;
  } catch {
    return false;
  }
  const proto = Mux?.prototype as (MuxLike & { __coalesced?: boolean }) | undefined;
  if (!proto || typeof proto._readIncoming !== 'function') return false;
  if (proto.__coalesced) return true;
  const readIncoming = proto._readIncoming;
  proto._readIncoming = function (this: MuxLike) {
    const out = this.out;
    if (typeof out?.cork !== 'function') return readIncoming.call(this);
    out.cork();
    try {
      readIncoming.call(this);
    } finally {
      out.uncork();
    }
  };
  proto.__coalesced = true;
  return true;
}

if (process.env.AMQP_COALESCE_WRITES !== 'off') coalesceAmqpWrites();
