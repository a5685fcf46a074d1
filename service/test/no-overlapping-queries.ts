// API test setup: node-postgres deprecates (and pg 9 removes) sending a query on a client that is still
// executing one — which is what Promise.all over a transaction handle does. Fail the test that does it
// instead of printing one easily missed warning per process (service/db/parallel.ts runs such reads in turn).
process.on('warning', (warning) => {
  if (warning.name === 'DeprecationWarning' && /already executing a query/.test(warning.message)) {
    process.exitCode = 1;
    throw new Error(`overlapping queries on one connection: ${warning.message}`);
  }
});
