import { PeriodicTask } from './periodic-task';

/** A run that waits until the test lets it end. */
function gatedTask() {
  const releases: Array<() => void> = [];
  let runs = 0;
  const task = new PeriodicTask(
    'test',
    60_000,
    () => {
      runs++;
      return new Promise<void>((resolve) => releases.push(resolve));
    },
    () => null,
  );
  const finishRun = async () => {
    releases.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { task, runs: () => runs, finishRun };
}

describe('a periodic task asked to run soon', () => {
  it('runs at once, without waiting for its interval', () => {
    const { task, runs } = gatedTask();
    task.runSoon();
    expect(runs()).toBe(1);
  });

  it('runs once more after a run in flight, however many times it was asked meanwhile', async () => {
    const { task, runs, finishRun } = gatedTask();
    task.runSoon();
    task.runSoon();
    task.runSoon();
    expect(runs()).toBe(1);
    await finishRun();
    expect(runs()).toBe(2);
    await finishRun();
    expect(runs()).toBe(2);
  });

  it('does nothing once stopped, and stop waits for the run in flight', async () => {
    const { task, runs, finishRun } = gatedTask();
    task.runSoon();
    const stopped = task.stop();
    task.runSoon();
    await finishRun();
    await stopped;
    expect(runs()).toBe(1);
  });
});
