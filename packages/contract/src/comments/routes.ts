import type { RouteDef } from '../common/route-def';
import {
  deleteCommentResponseSchema,
  moderateCommentResponseSchema,
  reportCommentBodySchema,
  reportCommentResponseSchema,
  reportedCommentsPageSchema,
  reportedCommentsQuerySchema,
} from './comment-moderation';
import {
  commentIdParamsSchema,
  commentRepliesPageSchema,
  commentRepliesQuerySchema,
  commentSchema,
  commentsPageSchema,
  commentsQuerySchema,
  likeCommentBodySchema,
  likeCommentResponseSchema,
  postCommentBodySchema,
} from './comments';
import { emptyBodySchema } from '../subscriptions/subscriptions';

/** The comments calls: each its own export, so a bundle carries only the calls it makes. */

export const commentsRoute = {
  method: 'GET',
  querystring: commentsQuerySchema,
  path: '/api/comments',
  access: 'optional',
  response: commentsPageSchema,
} as const satisfies RouteDef;

export const postCommentRoute = {
  method: 'POST',
  path: '/api/comments',
  access: 'user',
  body: postCommentBodySchema,
  response: commentSchema,
} as const satisfies RouteDef;

export const commentRepliesRoute = {
  method: 'GET',
  path: '/api/comments/:id/replies',
  access: 'optional',
  params: commentIdParamsSchema,
  querystring: commentRepliesQuerySchema,
  response: commentRepliesPageSchema,
} as const satisfies RouteDef;

export const likeCommentRoute = {
  method: 'POST',
  path: '/api/comments/:id/like',
  access: 'user',
  params: commentIdParamsSchema,
  body: likeCommentBodySchema,
  response: likeCommentResponseSchema,
} as const satisfies RouteDef;

export const reportedCommentsRoute = {
  method: 'GET',
  querystring: reportedCommentsQuerySchema,
  path: '/api/studio/comments/reported',
  access: 'editor',
  response: reportedCommentsPageSchema,
} as const satisfies RouteDef;

export const hideCommentRoute = {
  method: 'POST',
  path: '/api/studio/comments/:id/hide',
  access: 'editor',
  params: commentIdParamsSchema,
  body: emptyBodySchema,
  response: moderateCommentResponseSchema,
} as const satisfies RouteDef;

export const restoreCommentRoute = {
  method: 'POST',
  path: '/api/studio/comments/:id/restore',
  access: 'editor',
  params: commentIdParamsSchema,
  body: emptyBodySchema,
  response: moderateCommentResponseSchema,
} as const satisfies RouteDef;

export const deleteCommentRoute = {
  method: 'DELETE',
  path: '/api/comments/:id',
  access: 'user',
  params: commentIdParamsSchema,
  response: deleteCommentResponseSchema,
} as const satisfies RouteDef;

export const reportCommentRoute = {
  method: 'POST',
  path: '/api/comments/:id/report',
  access: 'user',
  params: commentIdParamsSchema,
  body: reportCommentBodySchema,
  response: reportCommentResponseSchema,
} as const satisfies RouteDef;
