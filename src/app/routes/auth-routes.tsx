// Account screens (sign-in, registration, recovery, verification, profile settings, session
// check, error pages) outside the shell. Filled in by the identity issue.
export const authRouteTree = [] as const;
