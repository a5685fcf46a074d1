import { DatabaseLockedError, lockFolder } from '../db/folder-lock';

/** Test helper: takes the lock of the folder given, prints `held` or `busy`, and then holds it until killed. */
const dataDir = process.argv[2];
try {
  await lockFolder(dataDir);
  console.log('held');
  setInterval(() => undefined, 60_000);
} catch (error) {
  console.log(error instanceof DatabaseLockedError ? 'busy' : `error ${(error as Error).message}`);
  process.exit(error instanceof DatabaseLockedError ? 3 : 1);
}
