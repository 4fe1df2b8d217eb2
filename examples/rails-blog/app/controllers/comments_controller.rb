# frozen_string_literal: true

# Comments are added from the post's page: Turbo's form gets a Turbo Stream that appends the
# comment to the list in place; a request that does not accept streams lands back on the post.
class CommentsController < ApplicationController
  def create
    post = Post.find(params[:post_id])
    @comment = post.comments.create(params.require(:comment).permit(:body))
    return redirect_to(post_path(post), notice: "A comment needs a body") unless @comment.persisted?

    respond_to do |format|
      format.turbo_stream
      format.html { redirect_to post_path(post), notice: "Comment added" }
    end
  end
end
