export {
  facilitySubscribersPath,
  fetchSubscribers,
  subscribersKey,
  subscribersPath,
  useSubscribers,
} from "./use-subscribers";
export {
  fetchSubscriberExceptions,
  subscriberExceptionsKey,
  subscriberExceptionsPath,
  useSubscriberExceptions,
} from "./use-subscriber-exceptions";
export {
  addSubscriberException,
  createSubscriber,
  deleteSubscriber,
  deleteSubscriberException,
  updateSubscriber,
  useAddSubscriberException,
  useCreateSubscriber,
  useDeleteSubscriber,
  useDeleteSubscriberException,
  useUpdateSubscriber,
  type SubscriberWriteResult,
} from "./write-subscribers";
