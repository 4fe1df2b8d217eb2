# frozen_string_literal: true

# Posts: new and edit open as modals in the apps (see PathConfigurationsController); creating
# recedes, updating refreshes, deleting redirects with 303 See Other.
class PostsController < ApplicationController
  before_action :require_sign_in, only: %i[edit update]
  before_action :set_post, only: %i[show edit update destroy]

  def index
    @posts = Post.order(:id)
  end

  def show; end

  def new
    @post = Post.new
  end

  def create
    @post = Post.new(post_params)
    if @post.save
      recede_or_redirect_to posts_path, notice: "Post created"
    else
      render :new, status: :unprocessable_entity
    end
  end

  def edit; end

  def update
    if @post.update(post_params)
      refresh_or_redirect_to post_path(@post), notice: "Post updated"
    else
      render :edit, status: :unprocessable_entity
    end
  end

  def destroy
    @post.destroy
    redirect_to posts_path, status: :see_other, notice: "Post deleted"
  end

  private

  def set_post
    @post = Post.find(params[:id])
  end

  def post_params = params.require(:post).permit(:title, :body)
end
