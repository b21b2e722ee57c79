/** "30 seconds", "1 minute", "15 minutes": how long a throttled sign-in must wait (the server's Retry-After). */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, Math.ceil(seconds))} ${seconds <= 1 ? "second" : "seconds"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
}
