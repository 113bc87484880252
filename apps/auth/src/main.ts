import { runServiceProcess } from '@presently/service-runtime';
import { AppModule } from './app.module';
import { runSeedProcess } from './seed/demo-seed.command';
import { definition } from './service.definition';

// `node main.js seed` seeds the demo logins and exits; anything else is the shared process entry
// (`migrate`, or the service itself).
if (process.argv.includes('seed')) void runSeedProcess();
else void runServiceProcess(definition, AppModule);
