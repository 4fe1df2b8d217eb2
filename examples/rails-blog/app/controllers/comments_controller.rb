# frozen_string_literal: true

# Comments are added from the post's page and land back on it.
class CommentsController < ApplicationController
  def create
    post = Post.find(params[:post_id])
    comment = post.comments.create(params.require(:comment).permit(:body))
    redirect_to post_path(post), notice: comment.persisted? ? "Comment added" : "A comment needs a body"
  end
end
