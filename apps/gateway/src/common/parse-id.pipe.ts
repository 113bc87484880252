import { Injectable, NotFoundException, type PipeTransform } from '@nestjs/common';
import { ERROR_KEYS } from '@presently/contracts';
import { parseIdParam } from '@presently/domain';

/** A path id: a positive integer that fits an id column. Anything else names nothing: 404 not_found. */
@Injectable()
export class ParseIdPipe implements PipeTransform<unknown, number> {
  transform(value: unknown): number {
    const id = parseIdParam(value);
    if (id === null) throw new NotFoundException({ error: ERROR_KEYS.notFound });
    return id;
  }
}
