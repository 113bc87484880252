import { Module } from '@nestjs/common';
import { CopiesModule } from '../copies/copies.module';
import { ScopeResolver } from './scope-resolver.service';

/** Whose presence an actor reaches and may change (the role scopes of the managers' screens). */
@Module({
  imports: [CopiesModule],
  providers: [ScopeResolver],
  exports: [ScopeResolver],
})
export class ScopesModule {}
