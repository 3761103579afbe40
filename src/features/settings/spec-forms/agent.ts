/** A health check or scraper that runs on an agent (spec §9: the all-zero id means none) is edited there. */
export const belongsToAgent = (agentId: string | null | undefined): agentId is string =>
  agentId !== null && agentId !== undefined && agentId !== '' && !/^[0-]+$/.test(agentId);
