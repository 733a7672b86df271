import { parseId } from "../contract/common/ids";

/** The reservation id in `/payment/{reservationId}`; null when it names none ('Geçersiz rezervasyon ID'). */
export const parseReservationId = parseId;
