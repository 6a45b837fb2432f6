// One-line summaries of the API operations for the OpenAPI document (a test checks every route has one).

export const ROUTE_SUMMARIES: Record<string, string> = {
  "GET /api/health": "Health check",
  "GET /api/openapi.json": "This OpenAPI document",
  "POST /oauth/token": "Get a token with the OAuth password grant",
  "POST /api/auth/login": "Log in with username and password",
  "POST /api/auth/logout": "Log out (revoke the token)",
  "POST /api/auth/login-with-otc": "Ask for or check a one-time code (e.g. to reset a password)",
  "POST /api/auth/register-with-username":
    "Register with a mobile number or email, confirmed by a one-time code",
  "POST /api/auth/reset-password": "Set a new password with the one-time-code token",
  "GET /api/auth/me": "The signed-in user",
  "PUT /api/auth/home-session": "Set the home page's session cookie to your token",
  "DELETE /api/auth/home-session": "Expire the home page's session cookie",
  "GET /api/users": "Search users",
  "GET /api/users/{id}": "A user's profile",
  "PUT /api/users/{id}": "Edit your own profile",
  "POST /api/users/{id}": "Edit your own profile (form with _method=PUT)",
  "DELETE /api/users/{id}": "Delete your own account (with your password)",
  "POST /api/users/{id}/verify-contact":
    "Confirm your new mobile number or email with its one-time code (or ask for a new code)",
  "GET /api/member-invitations": "Your pending invitations to become a library's member",
  "POST /api/member-invitations/{invitation}/accept": "Accept a library's invitation",
  "POST /api/member-invitations/{invitation}/decline": "Decline a library's invitation",
  "POST /api/libraries/{id}/verification": "Verify a new library (Pathagar's administrators)",
  "GET /api/libraries/{id}/member-invitations":
    "The library's pending invitations (members_manage)",
  "POST /api/users/upload-own-photo": "Upload your profile photo",
  "POST /api/users/upload-my-cover-photo": "Upload your cover photo",
  "GET /api/users/{id}/cover-photo": "A user's cover photo",
  "GET /api/users/{id}/libraries": "Libraries a user belongs to",
  "GET /api/users/{id}/book-issues": "My loans: the reader's own, open (by due time) or returned",
  "GET /api/users/{id}/posts": "A user's timeline",
  "POST /api/users/{id}/posts": "Post on your timeline",
  "PUT /api/users/{id}/posts/{postId}": "Edit your post",
  "POST /api/users/{id}/posts/{postId}": "Edit your post (form with _method=PUT)",
  "DELETE /api/users/{id}/posts/{postId}": "Delete your post",
  "GET /api/users/{id}/followers": "A user's followers",
  "GET /api/users/{id}/followings": "Who and which libraries a user follows",
  "GET /api/users/{id}/following-by-me": "Whether you follow a user",
  "POST /api/users/{id}/follow": "Follow a user",
  "DELETE /api/users/{id}/unfollow": "Unfollow a user",
  "GET /api/libraries": "Search libraries",
  "POST /api/libraries": "Create a library",
  "GET /api/libraries/{id}": "A library",
  "PUT /api/libraries/{id}": "Edit a library (library_edit)",
  "POST /api/libraries/{id}": "Edit a library (form with _method=PUT)",
  "DELETE /api/libraries/{id}": "Delete a library (library_edit)",
  "GET /api/searches/{name}": "A library by its unique name",
  "POST /api/libraries/{id}/upload-cover-photo": "Upload a library's cover photo (library_edit)",
  "POST /api/libraries/{id}/upload-logo": "Upload a library's logo (library_edit)",
  "GET /api/libraries/{id}/cover-photo": "A library's cover photo",
  "GET /api/libraries/{id}/books": "A library's books",
  "GET /api/libraries/{id}/books/snapshot":
    "Every copy of a library in one answer (ETag), for a first mirror; ?updated_since= the changes and removals",
  "GET /api/libraries/{id}/members": "A library's members",
  "GET /api/libraries/{id}/members/snapshot":
    "Every member in one answer (a version, 304 while unchanged)",
  "GET /api/libraries/{id}/book-issues/snapshot":
    "Every loan the list would page through (?status=open), in one versioned answer",
  "GET /api/libraries/{id}/book-issues":
    "A library's book issue history, ?status=open|overdue&member=&book= (staff; a member their own)",
  "GET /api/libraries/{id}/members/my-membership": "Your membership of a library",
  "GET /api/libraries/{id}/member-requests/my-request": "Your request to join a library",
  "POST /api/libraries/{id}/member-requests": "Ask to become a member of a library",
  "GET /api/libraries/{id}/posts": "A library's timeline",
  "POST /api/libraries/{id}/posts": "Post on a library's timeline (library_edit)",
  "PUT /api/libraries/{id}/posts/{postId}": "Edit a library post",
  "POST /api/libraries/{id}/posts/{postId}": "Edit a library post (form with _method=PUT)",
  "DELETE /api/libraries/{id}/posts/{postId}": "Delete a library post",
  "GET /api/libraries/{id}/followers": "A library's followers",
  "GET /api/libraries/{id}/following-by-me": "Whether you follow a library",
  "POST /api/libraries/{id}/follow": "Follow a library",
  "DELETE /api/libraries/{id}/unfollow": "Unfollow a library",
  "GET /api/libraries/{id}/desk": "The library desk: settings, your powers, the next free codes",
  "GET /api/libraries/{id}/report":
    "The library's numbers over a range of days (staff): loans, members, late loans, top titles",
  "PUT /api/libraries/{id}/desk": "Change the desk settings (library_edit)",
  "POST /api/libraries/{id}/desk": "Change the desk settings (form with _method=PUT)",
  "GET /api/isbn/{isbn}": "The shared catalogue's book with this ISBN",
  "POST /api/libraries/{id}/books": "Add copies of a book, with consecutive codes (books_manage)",
  "PUT /api/libraries/{id}/books/{copy}": "Edit a copy and its book (books_manage)",
  "POST /api/libraries/{id}/books/{copy}": "Edit a copy (form with _method=PUT)",
  "POST /api/libraries/{id}/books/{copy}/withdraw":
    "Withdraw a copy: lost, damaged or withdrawn (books_manage)",
  "POST /api/libraries/{id}/books/{copy}/restore": "Put a withdrawn copy back (books_manage)",
  "POST /api/libraries/{id}/books/move": "Move copies to a shelf or box at once (books_manage)",
  "POST /api/libraries/{id}/books/{copy}/upload-cover":
    "Upload a copy's cover photo (books_manage)",
  "POST /api/libraries/{id}/books/import":
    "Import a catalogue: a dry run lists every bad row; all rows or none (books_manage)",
  "GET /qr-codes/library_qr_codes/{file}": "A library's QR code (SVG)",
  "GET /api/libraries/{id}/member-requests":
    "A library's member requests, ?status=pending|declined (members_manage)",
  "GET /api/libraries/{id}/member-requests/snapshot":
    "A library's pending member requests whole, versioned (ETag), for the desk's mirror",
  "POST /api/libraries/{id}/member-requests/{request}/accept":
    "Accept a member request: a member with the next member code (members_manage)",
  "POST /api/libraries/{id}/member-requests/{request}/decline":
    "Decline a member request with an optional reason (members_manage)",
  "POST /api/libraries/{id}/members":
    "Add a walk-in member (201), or invite a reader { user_id } (202; 201 when they asked to join) (members_manage)",
  "PUT /api/libraries/{id}/members/{member}":
    "Edit a member: name, mobile, address, code, active (members_manage)",
  "POST /api/libraries/{id}/members/{member}": "Edit a member (form with _method=PUT)",
  "POST /api/libraries/{id}/members/{member}/link":
    "Ask the reader who confirmed a walk-in card's mobile to take it over (202; 200 when they asked to join) (members_manage)",
  "POST /api/libraries/{id}/members/{member}/upload-photo":
    "Upload a member card's photo (members_manage)",
  "GET /api/libraries/{id}/readers":
    "Find readers with an account by the start of their mobile, ?mobile= at least 8 digits (members_manage or circulation; limited)",
  "PUT /api/libraries/{id}/members/{member}/roles":
    "Set a member's staff roles; only the creator gives or takes admin (members_manage)",
  "POST /api/libraries/{id}/members/{member}/roles":
    "Set a member's staff roles (form with _method=PUT)",
  "GET /api/libraries/{id}/roles": "A library's roles and their permissions (staff)",
  "POST /api/libraries/{id}/book-issues":
    "Lend a copy to a member; 409 book_on_loan, book_withdrawn, member_inactive (circulation)",
  "POST /api/libraries/{id}/book-issues/{loan}/return": "Take a lent copy back (circulation)",
  "POST /api/libraries/{id}/book-issues/{loan}/renew":
    "Renew a loan: a new due date, default today + the loan period (circulation)",
  "GET /api/libraries/{id}/loan-clashes":
    "Lends refused because the copy was on loan, with the loan that stood, ?after= a clash id (circulation)",
  "GET /api/posts": "Your news feed",
  "GET /api/posts/{id}/comments": "Comments on a post",
  "POST /api/posts/{id}/comments": "Comment on a post",
  "PUT /api/posts/{id}/comments/{commentId}": "Edit your comment",
  "POST /api/posts/{id}/comments/{commentId}": "Edit your comment (form with _method=PUT)",
  "DELETE /api/posts/{id}/comments/{commentId}":
    "Delete a comment (its author or the post's author)",
  "GET /api/posts/{id}/likes": "Likes of a post",
  "GET /api/posts/{id}/likes/my-like": "Your like of a post",
  "POST /api/posts/{id}/likes": "Like a post",
  "DELETE /api/posts/{id}/likes/{likeId}": "Remove your like",
  "GET /api/complain-types/{type}": "Reasons to report a user or a post",
  "POST /api/complains": "Report a user or a post",
  "GET /api/blocks": "People you blocked",
  "POST /api/blocks":
    "Block a user (both of you stop seeing each other; follows end) or hide a post",
  "DELETE /api/blocks/{id}": "Unblock: remove your block by its id",
  "GET /api/courses": "Search training courses",
  "GET /api/courses/{id}": "A training course",
  "GET /api/courses/{slug}/slug": "A training course by its slug",
  "GET /api/my-course-orders": "Your course orders",
  "GET /api/my-course-orders/{id}": "Your order of a course",
  "POST /api/my-course-orders": "Apply for a course",
};

/** Operations anyone may call without a token. */
export const PUBLIC_ROUTES = new Set([
  "GET /api/health",
  "GET /api/openapi.json",
  "POST /oauth/token",
  "POST /api/auth/login",
  "POST /api/auth/login-with-otc",
  "POST /api/auth/register-with-username",
  "DELETE /api/auth/home-session",
  "GET /api/courses",
  "GET /api/courses/{id}",
  "GET /api/courses/{slug}/slug",
  "GET /qr-codes/library_qr_codes/{file}",
]);
