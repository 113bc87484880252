import { Module } from '@nestjs/common';
import { presenceImports } from './presence.imports';

@Module({ imports: presenceImports() })
export class AppModule {}
