import { applyTestEnv } from './test-env';

applyTestEnv();
