/**
 * Turkish texts the API needs that the shared contract (`httpMessages`) does not hold yet.
 * Candidates to move into @halisaha/data/contract once the web app shows them too.
 */
export const apiMessages = {
  serviceUnavailable: "Hizmet şu anda kullanılamıyor. Lütfen daha sonra tekrar deneyin.",
} as const;
