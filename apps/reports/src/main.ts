import { runServiceProcess } from '@presently/service-runtime';
import { AppModule } from './app.module';
import { definition } from './service.definition';

void runServiceProcess(definition, AppModule);
