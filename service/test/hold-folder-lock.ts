import { DatabaseLockedError, lockFolder } from '../db/folder-lock';

/**
 * Test helper: takes the lock of the folder given, prints `held` or `busy`, and then holds it until killed;
 * with `release` as second argument it releases the lock at once and ends (as a CLI does after its work).
 */
const dataDir = process.argv[2];
try {
  const release = await lockFolder(dataDir);
  console.log('held');
  if (process.argv[3] === 'release') {
    await release();
    console.log('released');
  } else setInterval(() => undefined, 60_000);
} catch (error) {
  console.log(error instanceof DatabaseLockedError ? 'busy' : `error ${(error as Error).message}`);
  process.exit(error instanceof DatabaseLockedError ? 3 : 1);
}
