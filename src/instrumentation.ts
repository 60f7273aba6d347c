/** Next.js calls this once when the server starts: the feedback store opens and migrates here. */
export async function register() {
  if (
    process.env.NEXT_RUNTIME !== 'nodejs' ||
    process.env.NEXT_PHASE === 'phase-production-build'
  ) {
    return;
  }
  const { openStoreAtStart } = await import('../server/store/openStoreAtStart');
  await openStoreAtStart();
}
