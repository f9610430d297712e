import { apiRoutes } from '@app/contract';
import { currentUser, requireUser } from '../../http/auth-guard';
import type { App } from '../../http/typed-app';
import type { CommentsService } from './comments.service';

/** Spec §7 "Comments". Reading is public; posting and liking need a signed-in user (DESIGN §3). */
export const commentsRoutes = async (app: App, { comments }: { comments: CommentsService }) => {
  const { comments: list, commentReplies, postComment, likeComment } = apiRoutes;

  app.get(
    list.path,
    {
      schema: {
        querystring: list.querystring,
        response: { 200: list.response },
        tags: ['comments'],
      },
    },
    async (request, reply) => {
      // is_liked differs per user: never shared by a cache
      void reply.header('cache-control', 'private, no-store');
      return comments.page(request.query, request.user?.id ?? null);
    },
  );

  app.get(
    commentReplies.path,
    {
      schema: {
        params: commentReplies.params,
        querystring: commentReplies.querystring,
        response: { 200: commentReplies.response },
        tags: ['comments'],
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return comments.replies(request.params.id, request.query, request.user?.id ?? null);
    },
  );

  app.post(
    postComment.path,
    {
      schema: {
        body: postComment.body,
        response: { 200: postComment.response },
        tags: ['comments'],
      },
      // before validation: a guest learns to sign in, not what is wrong with the body
      preValidation: requireUser,
    },
    (request) => comments.post(request.body, currentUser(request).id),
  );

  app.post(
    likeComment.path,
    {
      schema: {
        params: likeComment.params,
        body: likeComment.body,
        response: { 200: likeComment.response },
        tags: ['comments'],
      },
      // before validation: a guest learns to sign in, not what is wrong with the body
      preValidation: requireUser,
    },
    (request) => comments.like(request.params.id, currentUser(request).id, request.body?.is_liked),
  );
};
