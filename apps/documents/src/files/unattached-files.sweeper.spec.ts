import { Logger } from '@nestjs/common';
import type { SweepUnattachedFilesUseCase } from './usecases/sweep-unattached-files/sweep-unattached-files.usecase';
import { SWEEP_EVERY_MS, UnattachedFilesSweeper } from './unattached-files.sweeper';

describe('sweeper of unattached files', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const sweeperWith = (execute: () => Promise<number>) => {
    const sweep = { execute: jest.fn(execute) };
    return { sweep, sweeper: new UnattachedFilesSweeper(sweep as unknown as SweepUnattachedFilesUseCase) };
  };

  it('sweeps once per interval from bootstrap until shutdown', async () => {
    const { sweep, sweeper } = sweeperWith(async () => 0);
    sweeper.onApplicationBootstrap();
    expect(sweep.execute).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(SWEEP_EVERY_MS);
    expect(sweep.execute).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(SWEEP_EVERY_MS);
    expect(sweep.execute).toHaveBeenCalledTimes(2);

    await sweeper.onApplicationShutdown();
    await jest.advanceTimersByTimeAsync(3 * SWEEP_EVERY_MS);
    expect(sweep.execute).toHaveBeenCalledTimes(2);
  });

  it('unrefs its timer', () => {
    const unref = jest.spyOn(global, 'setInterval');
    const { sweeper } = sweeperWith(async () => 0);
    sweeper.onApplicationBootstrap();
    const timer = unref.mock.results[0].value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    unref.mockRestore();
    return sweeper.onApplicationShutdown();
  });

  it('keeps its timer after a failed sweep, and never runs two sweeps at once', async () => {
    let release: () => void = () => undefined;
    const { sweep, sweeper } = sweeperWith(() => new Promise<number>((resolve) => (release = () => resolve(1))));
    sweep.execute.mockRejectedValueOnce(new Error('database down'));
    sweeper.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(SWEEP_EVERY_MS); // fails, logged
    await jest.advanceTimersByTimeAsync(SWEEP_EVERY_MS); // starts, hangs
    await jest.advanceTimersByTimeAsync(SWEEP_EVERY_MS); // skipped: still running
    expect(sweep.execute).toHaveBeenCalledTimes(2);
    release();
    await jest.advanceTimersByTimeAsync(SWEEP_EVERY_MS);
    expect(sweep.execute).toHaveBeenCalledTimes(3);
    release();
    await sweeper.onApplicationShutdown();
  });
});
